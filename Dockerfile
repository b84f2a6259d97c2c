# The app image: the bff serving /api and the built web app from one process.

# Build: every dependency, the compiled server (dist/server) and the web app (web/dist).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY contract/package.json contract/
COPY adapters/package.json adapters/
COPY bff/package.json bff/
COPY ui-kit/package.json ui-kit/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:server && npm run build -w @workbench/web

# Run: the production dependencies of the server's packages only, the built files, and a user without root.
FROM node:20-bookworm-slim
WORKDIR /app
# NODE_ENV=production also turns the demo data off: a production database gets no published passwords.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data DEMO_DATA=false
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY contract/package.json contract/
COPY adapters/package.json adapters/
COPY bff/package.json bff/
COPY ui-kit/package.json ui-kit/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund -w @workbench/bff -w @workbench/adapters -w @workbench/contract -w @workbench/core \
  && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# What `npm start` runs, without npm in between: npm does not pass SIGTERM on, so `docker stop` would cut
# requests off instead of letting the app finish them (graceful shutdown, docs/operations.md).
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
