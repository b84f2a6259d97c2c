# The two commands of the README: `make run` and `make test`. Each installs what it needs.
SHELL := /bin/bash
export PORT ?= 3000

.PHONY: run test install build server browser directory imap typecheck lint deps test-unit test-ui test-e2e test-faults clean

# npm install, not npm ci: this registry serves only this platform's optional native packages (rollup's),
# which npm ci counts as a lock-file mismatch. The versions still come from package-lock.json.
node_modules/.installed: package.json package-lock.json core/package.json contract/package.json adapters/package.json bff/package.json ui-kit/package.json web/package.json
	npm install --no-audit --no-fund
	touch $@

install: node_modules/.installed

# The server compiled to JavaScript (dist/server), so a start does not transpile TypeScript.
server: install
	npm run build:server

build: install server
	npm run build -w @workbench/web

# The app and /api on one port, on the embedded database unless DATABASE_URL is set: node runs the compiled server.
run: build
	npm start

# Debian's Chromium drives the browser tests and the accessibility checks of the ui-kit catalogue.
browser:
	@command -v chromium >/dev/null 2>&1 || { apt-get update && apt-get install -y --no-install-recommends chromium; }

# Debian's OpenLDAP server and tools: the directory sign-in tests start their own slapd on a spare port.
# Non-interactive, so the package asks no questions (the tests write their own configuration anyway).
directory:
	@test -x /usr/sbin/slapd -a -n "$$(command -v ldapadd)" || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends slapd ldap-utils; }

# Debian's Dovecot IMAP server: the mailbox polling tests start their own unprivileged instance on a spare port.
imap:
	@test -x /usr/sbin/dovecot || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends dovecot-imapd; }

typecheck: build
	npx tsc -p tsconfig.json --noEmit

# Unit, contract and API tests (one vitest project per package). The PostgreSQL suites use
# TEST_DATABASE_URL when it is set (a real server), else PostgreSQL in Docker when an engine answers, else
# the embedded database; the run prints which. The content
# security policy test loads the built app in Chromium.
test-unit: build browser directory imap
	npx vitest run

# Builds the Ladle catalogue, then checks every story with axe in Chromium.
test-ui: install browser
	npm run test:axe -w @workbench/ui-kit

# The browser suite against the real server.
test-e2e: build browser
	npx vitest run --config e2e/vitest.config.ts

# Faults, recovery and scale-out: a private PostgreSQL stopped and restarted, unreachable SMTP and model,
# crashing workers, SIGTERM, two processes sharing sessions, backup and restore.
test-faults: server
	npx vitest run --config faults/vitest.config.ts

# Biome: the formatting and the lint rules (unused code, floating promises, the recommended set) of biome.jsonc.
lint: install
	npm run lint

# dependency-cruiser: what each package may import and each context of core entered from another only through its
# index.ts (.dependency-cruiser.cjs), and no import cycle in core as it runs (.dependency-cruiser-cycles.cjs).
deps: install
	npm run deps

test: lint deps typecheck test-unit test-ui test-e2e test-faults

clean:
	rm -rf node_modules web/dist ui-kit/build dist
