// Brings jest-dom's matchers (toBeInTheDocument, toHaveAccessibleDescription...) into the test files' types.
import '@testing-library/jest-dom/vitest';
