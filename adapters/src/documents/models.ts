/**
 * The models the extractor asks when OLLAMA_MODEL and OLLAMA_VISION_MODEL are not set. Kept here alone so
 * the configuration, the command line and the documentation name the same ones.
 */
export const DEFAULT_OLLAMA_MODEL = 'qwen2.5:7b-instruct';
export const DEFAULT_OLLAMA_VISION_MODEL = 'qwen2.5vl:7b';
