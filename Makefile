# The one entry point: `make run` for the site, `make test` for every suite, `make up` for containers.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Settings from .env (if present) reach every command below.
ifneq (,$(wildcard .env))
include .env
export
endif

PORT ?= 3000
DATA_DIR ?= ./data
export PORT DATA_DIR

# The Node every target below runs on, npm included (scripts/node-env.sh says which, and why, on one
# line): the `node` on PATH when package.json's engines.node allows it, otherwise the pinned Node of
# .nvmrc, fetched once from the npm registry into .tools/. The test targets want the major of .nvmrc,
# the one the containers run. help, up, down, logs and clean need no Node.
NODE_FREE_GOALS := help up down logs clean
# (`make test` hands the one it chose to the make it runs the tiers in.)
ifneq ($(filter-out $(NODE_FREE_GOALS),$(or $(MAKECMDGOALS),$(.DEFAULT_GOAL))),)
ifneq ($(origin NODE_BIN),command line)
NODE_BIN := $(shell bash scripts/node-env.sh $(if $(filter test%,$(MAKECMDGOALS)),--for-tests))
endif
ifeq ($(NODE_BIN),)
$(error No supported Node to run on (the line above says why))
endif
export PATH := $(NODE_BIN):$(PATH)
endif

COMPOSE := $(shell command -v docker >/dev/null 2>&1 && docker compose version >/dev/null 2>&1 && echo "docker compose" || echo "docker-compose")
INSTALL_STAMP := node_modules/.install-stamp

# `$(TIMED) <tier> <command>` runs the command; under `make test` it also writes the tier's time to
# TIER_LOG, which scripts/tier-report.mjs prints as a table and holds to the budgets (README, "Tests").
TIMED := node scripts/tier-timer.mjs
TIER_LOG := test-results/tiers.jsonl

.PHONY: help test-node check-node install build typecheck run dev backup restore lint format test test-tiers test-e2e-beside test-shared test-backend test-services test-frontend test-size test-e2e test-deploy test-scripts test-rolling run-e2e run-deploy run-scripts system-deps openapi audit storage-to-s3 k8s up down logs clean

# What each build reads (folders too: their time changes when a file is added or removed); a build
# runs only when one of these is newer than its output. Both apps read shared/ (@coach/shared, the
# rules they both apply): the SPA its TypeScript, which Vite bundles; the backend its CommonJS
# build (shared/dist), which the backend's `npm run build` makes first (shared/README.md).
SHARED_SOURCES := $(shell find shared/src) shared/package.json shared/tsconfig.json shared/tsconfig.build.json \
	shared/vitest.config.ts
BACKEND_SOURCES := $(shell find backend/src) backend/package.json backend/nest-cli.json backend/.swcrc \
	backend/tsconfig.json backend/tsconfig.build.json $(SHARED_SOURCES)
FRONTEND_SOURCES := $(shell find frontend/src frontend/public) frontend/package.json frontend/index.html \
	frontend/tsconfig.json frontend/vite.config.ts $(SHARED_SOURCES)
SHARED_BUILD := shared/dist/index.js
BACKEND_BUILD := backend/dist/main.js
FRONTEND_BUILD := frontend/dist/index.html
# A workspace's type check runs when what it reads changed since it last passed (the backend's
# covers its tests too): once per `make test`, and the SPA's build reuses it.
SHARED_TYPECHECK := node_modules/.typecheck-shared
BACKEND_TYPECHECK := node_modules/.typecheck-backend
FRONTEND_TYPECHECK := node_modules/.typecheck-frontend
K8S_TYPECHECK := node_modules/.typecheck-k8s

help:
	@echo "make run     install, build (when sources changed) and start the site on http://localhost:$(PORT)"
	@echo "             on the Node on PATH when it is 22 or 24, otherwise on Node $$(cat .nvmrc) fetched into .tools/"
	@echo "make dev     backend and SPA with hot reload (SPA on http://localhost:5173)"
	@echo "make backup  one archive of the database and DATA_DIR's files, while the site runs; prints its path last"
	@echo "make restore FILE=…  the stopped site back to that archive's state (README, \"Backups\")"
	@echo "make lint    ESLint, the Prettier check and Redocly's OpenAPI linter;  make format  rewrite files the Prettier way"
	@echo "make test    lint, then every suite: shared rules, backend, frontend, e2e in Chromium, deploy files, scripts"
	@echo "make test-services  the backend's service specs alone: services on a real PostgreSQL, no HTTP"
	@echo "make up      the container stack (needs Docker): site on http://localhost:8080"
	@echo "make down    stop the container stack;  make logs  follow its logs"
	@echo "make openapi refresh backend/openapi.json and the SPA's generated client"
	@echo "make k8s     synthesise the Kubernetes manifests into deploy/k8s/manifests (README, \"Kubernetes\")"
	@echo "make audit   npm audit of the production dependencies (needs the registry's advisory service)"
	@echo "make storage-to-s3  copy the uploads and product files of DATA_DIR into the bucket of STORAGE=s3"
	@echo "             (DELETE=1: then delete them from DATA_DIR)"

$(INSTALL_STAMP): package.json package-lock.json shared/package.json backend/package.json frontend/package.json e2e/package.json \
  deploy/k8s/package.json
	$(TIMED) install npm ci --no-audit --no-fund
	@touch $@

install: $(INSTALL_STAMP)

# The Node versions the site supports are package.json's engines.node.
check-node:
	@node scripts/check-node.mjs


$(SHARED_TYPECHECK): $(INSTALL_STAMP) $(SHARED_SOURCES)
	$(TIMED) typecheck-shared npm run typecheck -w shared
	@touch $@

$(BACKEND_TYPECHECK): $(INSTALL_STAMP) $(BACKEND_SOURCES) $(shell find backend/test)
	$(TIMED) typecheck-backend npm run typecheck -w backend
	@touch $@

$(FRONTEND_TYPECHECK): $(INSTALL_STAMP) $(FRONTEND_SOURCES)
	$(TIMED) typecheck-frontend npm run typecheck -w frontend
	@touch $@

# the Kubernetes manifests' source (deploy/k8s), typed by kubernetes-models: a misspelt field fails here
$(K8S_TYPECHECK): $(INSTALL_STAMP) $(shell find deploy/k8s/src) deploy/k8s/package.json deploy/k8s/tsconfig.json
	$(TIMED) typecheck-k8s npm run typecheck -w deploy/k8s
	@touch $@

typecheck: $(SHARED_TYPECHECK) $(BACKEND_TYPECHECK) $(FRONTEND_TYPECHECK) $(K8S_TYPECHECK)

# shared/'s CommonJS build, which Node loads where nothing maps @coach/shared to its source: the
# backend's dist, and Jest's globalSetup (moduleNameMapper does not reach it)
$(SHARED_BUILD): $(INSTALL_STAMP) $(SHARED_SOURCES)
	$(TIMED) build-shared npm run build -w shared
	@touch $@

$(BACKEND_BUILD): $(INSTALL_STAMP) $(BACKEND_SOURCES)
	$(TIMED) build-backend npm run build -w backend
	@touch $@

# the SPA's `npm run build` type-checks, then bundles; here the type check is the stamp's, so a build
# still refuses code that does not type-check, and `make test` checks it once
$(FRONTEND_BUILD): $(FRONTEND_TYPECHECK) $(FRONTEND_SOURCES)
	$(TIMED) build-frontend npm run bundle -w frontend
	@touch $@

build: $(BACKEND_BUILD) $(FRONTEND_BUILD)

# V8 lets garbage pile up to a share of the machine's memory before collecting; a bounded heap keeps
# the backend near 200 MB (README, "Scale"). The container and the benches use the same bounds.
BACKEND_HEAP_MB ?= 160
BACKEND_SEMI_SPACE_MB ?= 2
BACKEND_HEAP := --max-old-space-size=$(BACKEND_HEAP_MB) --max-semi-space-size=$(BACKEND_SEMI_SPACE_MB)

run: check-node build
	SPA_DIR=frontend/dist node $(BACKEND_HEAP) backend/dist/main.js

# README, "Backups": the built backend's command line tools, on the site's database and DATA_DIR
backup: check-node $(BACKEND_BUILD)
	@node backend/dist/cli/backup.js

restore: check-node $(BACKEND_BUILD)
	@test -n "$(FILE)" || { echo "Name the archive: make restore FILE=path/to/backup-….tar.gz"; exit 1; }
	@node backend/dist/cli/restore.js "$(FILE)"

# shared/'s CommonJS build kept current too: the SPA's Vite reads the rules' source at once, the
# backend their build when it next restarts (any change of its own restarts it)
dev: check-node install
	@trap 'kill 0' EXIT; \
	npm run dev -w shared & \
	npm run dev -w backend & \
	npm run dev -w frontend & \
	wait

openapi: $(BACKEND_BUILD)
	npm run openapi -w backend
	npm run codegen -w frontend

# npm audit --omit=dev over every workspace, where the registry's advisory service answers; not
# part of `make test`, as it does not answer from every machine (README, "Dependencies")
audit: install
	@node scripts/audit.mjs

# every check runs and reports before the target fails
lint: install
	@$(TIMED) lint bash -c 'status=0; npx eslint . || status=1; npx prettier --check . || status=1; \
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint --config backend/redocly.yaml \
	  backend/openapi.json || status=1; exit $$status'

format: install
	npx prettier --write .

# the Node the suites run on, said first (CI's log shows it)
test-node:
	@echo "The tests run on Node $$(node --version) ($$(command -v node)), npm $$(npm --version)."

# The tiers run in a make of their own, so that the table of their times (scripts/tier-report.mjs) is
# printed whichever failed; make test fails when a tier did, or took far more than its budget.
# The whole run is timed too ("whole"): the journeys' tiers overlap, so it is less than their sum.
test:
	@rm -f $(TIER_LOG); status=0; \
	TIER_LOG=$(TIER_LOG) $(TIMED) whole $(MAKE) --no-print-directory test-tiers NODE_BIN=$(NODE_BIN) || status=$$?; \
	node scripts/tier-report.mjs $(TIER_LOG) || status=1; exit $$status

test-tiers: test-node install system-deps lint test-shared test-backend test-frontend test-size test-e2e-beside

# The journeys, with the deploy and scripts tiers beside them (scripts/side-by-side.mjs says why);
# their output after the journeys'.
test-e2e-beside: build system-deps install $(BACKEND_BUILD) $(K8S_TYPECHECK)
	@node scripts/side-by-side.mjs '$(MAKE) --no-print-directory run-e2e NODE_BIN=$(NODE_BIN)' \
	  '$(MAKE) --no-print-directory run-deploy run-scripts NODE_BIN=$(NODE_BIN)'

system-deps:
	@bash scripts/ensure-system-deps.sh

# the rules both apps share (shared/): their unit tests, Vitest in Node
test-shared: $(SHARED_TYPECHECK)
	$(TIMED) shared npm test -w shared

test-backend: $(BACKEND_TYPECHECK) $(SHARED_BUILD)
	$(TIMED) backend node scripts/with-test-database.mjs npm test -w backend

# the backend's medium tier alone, for quick feedback (no type check first; make test-backend runs
# these suites with the others): README, "Tests". A path pattern, so that Jest's run counts as
# narrowed and the contract's status check, which needs the whole suite, is left out.
test-services: $(SHARED_BUILD)
	node scripts/with-test-database.mjs npm test -w backend -- '/test/.*\.service-spec\.ts$$'

test-frontend: $(FRONTEND_TYPECHECK)
	$(TIMED) frontend npm test -w frontend

# the initial JavaScript of each public page, gzipped, within its budget (a byte count of the build)
test-size: $(FRONTEND_BUILD)
	$(TIMED) size node scripts/size-budget.mjs

# e2e/test-results/summary.txt, printed last, names what failed (journeys are not retried)
test-e2e: build system-deps
	$(E2E_TIER)

define E2E_TIER
$(TIMED) e2e bash -c 'status=0; node scripts/with-test-database.mjs npm test -w e2e || status=$$?; \
  cat e2e/test-results/summary.txt 2>/dev/null; exit $$status'
endef

test-deploy: install system-deps $(BACKEND_BUILD) $(K8S_TYPECHECK)
	$(DEPLOY_TIER)

# the deploy files: compose, the Dockerfiles and nginx (deploy/), the Kubernetes manifests (deploy/k8s)
DEPLOY_TIER = $(TIMED) deploy node --test deploy/*.test.mjs deploy/k8s/*.test.mjs

# scripts/*.test.mjs run the built backend as `make run` does (crash and restart of the embedded database);
# two files at a time (node's default on two cores is one): each has its own ports and folders
test-scripts: $(BACKEND_BUILD)
	$(SCRIPTS_TIER)

SCRIPTS_TIER = $(TIMED) scripts node --test --test-concurrency=2 scripts/*.test.mjs

# the rolling-restart test in full (README, "Rolling restarts"): three replicas behind nginx on the
# machine's PostgreSQL, each restarted under traffic (one to two minutes; make test's scripts tier
# runs it with two replicas and one restart)
test-rolling: $(BACKEND_BUILD) system-deps
	ROLLING=full node --test scripts/rolling-restart.test.mjs

# the three tiers' commands alone, for test-e2e-beside (which made what they need first)
run-e2e:
	$(E2E_TIER)
run-deploy:
	$(DEPLOY_TIER)
run-scripts:
	$(SCRIPTS_TIER)

# the files of DATA_DIR into the bucket (README, "Files"); run again, it skips what is there already
storage-to-s3: $(BACKEND_BUILD)
	node backend/dist/cli/storage-to-s3.js $(if $(DELETE),--delete)

# the Kubernetes manifests from deploy/k8s/src (README, "Kubernetes"); make test-deploy checks they are current
k8s: install
	npm run synth -w deploy/k8s

up:
	$(COMPOSE) up -d --build
	@echo "Site on http://localhost:8080 · mail catcher on http://localhost:8025"

down:
	$(COMPOSE) down

logs:
	$(COMPOSE) logs -f --tail=100

clean:
	rm -rf shared/dist backend/dist frontend/dist frontend/dist-server e2e/test-results test-results node_modules/.install-stamp \
	  $(SHARED_TYPECHECK) $(BACKEND_TYPECHECK) $(FRONTEND_TYPECHECK) $(K8S_TYPECHECK)
