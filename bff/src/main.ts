import pino from 'pino';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
  throw error;
}

const logger = pino({ level: config.logLevel });
try {
  const running = await startServer(config, logger);
  logger.info(
    { url: running.url, database: config.databaseUrl ? 'server' : `embedded (${config.dataDir})` },
    `Workbench is running on ${running.url}`,
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    running.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
