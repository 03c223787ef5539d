"""Channels onto the dialogue: the terminal, the JSON-lines replay, later Telegram and voice."""
