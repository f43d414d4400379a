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

COMPOSE := $(shell command -v docker >/dev/null 2>&1 && docker compose version >/dev/null 2>&1 && echo "docker compose" || echo "docker-compose")
INSTALL_STAMP := node_modules/.install-stamp

.PHONY: help install build run dev test test-backend test-frontend test-e2e test-deploy test-scripts system-deps openapi up down logs clean

help:
	@echo "make run     install, build and start the site on http://localhost:$(PORT)"
	@echo "make dev     backend and SPA with hot reload (SPA on http://localhost:5173)"
	@echo "make test    every suite: backend, frontend, e2e in Chromium, deploy files, crash-restart"
	@echo "make up      the container stack (needs Docker): site on http://localhost:8080"
	@echo "make down    stop the container stack;  make logs  follow its logs"
	@echo "make openapi refresh backend/openapi.json and the SPA's generated client"

$(INSTALL_STAMP): package.json package-lock.json backend/package.json frontend/package.json e2e/package.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(INSTALL_STAMP)

build: install
	npm run build -w backend
	npm run build -w frontend

run: build
	SPA_DIR=frontend/dist node backend/dist/main.js

dev: install
	@trap 'kill 0' EXIT; \
	npm run dev -w backend & \
	npm run dev -w frontend & \
	wait

openapi: install
	npm run build -w backend
	npm run openapi -w backend
	npm run codegen -w frontend

test: install system-deps test-backend test-frontend test-e2e test-deploy test-scripts

system-deps:
	@bash scripts/ensure-system-deps.sh

test-backend: install
	npm run typecheck -w backend
	node scripts/with-test-database.mjs npm test -w backend

test-frontend: install
	npm run typecheck -w frontend
	npm test -w frontend

test-e2e: build system-deps
	node scripts/with-test-database.mjs npm test -w e2e

test-deploy: install system-deps
	node --test deploy/

# scripts/*.test.mjs run the built backend as `make run` does (crash and restart of the embedded database)
test-scripts: install
	npm run build -w backend
	node --test scripts/

up:
	$(COMPOSE) up -d --build
	@echo "Site on http://localhost:8080 · mail catcher on http://localhost:8025"

down:
	$(COMPOSE) down

logs:
	$(COMPOSE) logs -f --tail=100

clean:
	rm -rf backend/dist frontend/dist e2e/test-results node_modules/.install-stamp
