export const openapiDocument = { openapi: "3.1.0", info: { title: "Workbench API", version: "0.1.0" }, paths: {} };
