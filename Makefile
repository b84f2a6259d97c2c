# The two commands of the README: `make run` and `make test`. Each installs what it needs.
SHELL := /bin/bash
export PORT ?= 3000

.PHONY: run test install build typecheck test-unit test-ui test-e2e test-faults browser clean

node_modules/.installed: package.json package-lock.json core/package.json adapters/package.json bff/package.json ui-kit/package.json web/package.json
	npm ci --no-audit --no-fund
	touch $@

install: node_modules/.installed

build: install
	npm run build -w @workbench/web

run: build
	npm start

typecheck: install
	npx tsc -p tsconfig.json --noEmit

# Unit, contract and API tests (vitest projects). PostgreSQL suites use TEST_DATABASE_URL when set, PGlite otherwise.
test-unit: install
	npx vitest run

test: typecheck test-unit

clean:
	rm -rf node_modules web/dist ui-kit/build
