## Rule questions: the words around the answers (the answers are in rules-<game>.ftl).

rules-unsure = Did you mean: { $topics }?
rules-in-game = In { $game }:
rules-which-game = I can explain Turmbau zu Babel, Der Turm and Villa Paletti — ask, for example, “what are the rules of Babel?”.
rules-ask-babel = Ask me about any rule, for example “how many points is floor 13?” or “who opens the next round?”.
rules-ask-turm = Ask me about any rule, for example “what does the star do?” or “who gets the leftover gems?”.
rules-ask-paletti = Ask me about any rule, for example “who holds the seal?” or “may I hold the level?”.
rules-list-or = { $head } or { $last }
rules-topics = Topics:
rules-cli-unknown-game = referee rules: I don't know a game called “{ $game }”. Choose babel, turm or paletti.
rules-cli-unknown-topic = referee rules: { $game } has no topic “{ $topic }”.
rules-cli-perhaps = Perhaps: { $topics }.
rules-cli-list = Topics: { $topics }.
