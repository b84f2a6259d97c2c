# The app image: the bff serving /api and the built web app from one process.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY adapters/package.json adapters/
COPY bff/package.json bff/
COPY ui-kit/package.json ui-kit/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @workbench/web
# NODE_ENV=production also turns the demo data off: a production database gets no published passwords.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data DEMO_DATA=false
VOLUME /data
EXPOSE 3000
# What `npm start` runs, without npm in between: npm does not pass SIGTERM on, so `docker stop` would cut
# requests off instead of letting the app finish them (graceful shutdown, docs/operations.md).
CMD ["node", "--import", "tsx", "bff/src/main.ts"]
