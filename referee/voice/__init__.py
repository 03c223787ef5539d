"""Voice at the table: grammars from the intent templates, speech to text, text to speech."""
