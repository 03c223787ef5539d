## Rückfragen, wenn zu einem neuen Spiel etwas fehlt (referee/language/setup.py).

setup-ask-star = Das volle Spiel Der Turm braucht eine Sternregel — sagt sie mit den Spielern, zum Beispiel „Der Turm mit Anna und Ben, Spiegel“ (oder „erstes Spiel“: 9 Etagen ohne Stern). Welche: Superzweier, Spiegel, freundlicher Vierer oder Can't Stop?
setup-which-game = Sagt es mit dem Spiel, zum Beispiel „Babel mit { $players }“. Welches Spiel soll es sein: Turmbau zu Babel, Der Turm oder Villa Paletti?
