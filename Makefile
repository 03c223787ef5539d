# `make run` plays at the terminal; `make test` runs every test. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test telegram lint bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/referee play $(ARGS)

telegram: $(STAMP)
	@TELEGRAM_BOT_TOKEN=$${TOKEN:-$$TELEGRAM_BOT_TOKEN} $(BIN)/referee telegram $(ARGS)

test: $(STAMP)
	$(BIN)/ruff check referee tests benchmarks
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/python benchmarks/nlu.py
	$(BIN)/python benchmarks/understanding.py
	@if [ -f benchmarks/rules.py ]; then $(BIN)/python benchmarks/rules.py; fi
	$(BIN)/python benchmarks/undo.py
	$(BIN)/python benchmarks/telegram_load.py
	$(BIN)/python benchmarks/scale.py
	$(BIN)/python benchmarks/voice.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
