# Everyday commands; each is one line so nobody has to remember flags.
.PHONY: build run test test-postgres ci bench eval format

build:
	swift build

run:
	swift run larder serve

test:
	swift test

# The full CI run: installs what is missing, starts a throwaway PostgreSQL, runs every test on both engines.
ci:
	bash .ci/run

bench:
	swift run -c release larder bench parse
	swift run -c release larder bench search
	swift run -c release larder bench cookable
	swift run -c release larder bench api

eval:
	swift run -c release larder eval ingredient-lines ../shared/data/ingredient-lines/*.csv

format:
	swift format --in-place --recursive Sources Tests
