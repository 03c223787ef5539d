## Questions back when a new game is said but something is missing (referee/language/setup.py).

setup-ask-star = The full game of Der Turm needs a star rule — say it with the players, for example “Der Turm with Anna and Ben, Mirror star” (or “first game”: 9 floors, no star). Which one: Super 2, Mirror, Friendly 4 or Can't Stop?
setup-which-game = Say it with the game, for example “Babel with { $players }”. Which game shall it be: Turmbau zu Babel, Der Turm or Villa Paletti?
