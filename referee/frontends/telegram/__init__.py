"""The referee in Telegram chats (python-telegram-bot): groups, private chats, buttons."""
