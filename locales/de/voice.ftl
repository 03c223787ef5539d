# Sprache: was `referee listen` und Audio-Wiedergaben sagen, wenn nichts zu hören ist.
voice-file-missing = Die Audiodatei { $path } gibt es nicht.
voice-file-unreadable = { $path } lässt sich nicht als Audio lesen (WAV, OGG oder FLAC).
voice-file-empty = { $path } enthält kein Audio.
voice-file-silent = { $path } ist still: da ist nichts zu hören.
voice-unknown-engine = Unbekannte Spracherkennung „{ $engine }“ — möglich sind: { $engines }.
voice-no-model = Hier gibt es kein Vosk-Modell für { $lang }. Lade { $model } von der Vosk-Modellseite, entpacke es und gib den Ordner mit --vosk-model ORDNER an (oder setze REFEREE_VOSK_MODEL).
voice-bad-model = { $path } ist kein Vosk-Modellordner (es fehlen am/ und conf/): gib das entpackte { $lang }-Modell mit --vosk-model ORDNER an.
voice-no-model-lang = Die Erkennung { $engine } hat kein Modell für { $lang }: nimm --engine vosk mit einem { $lang }-Vosk-Modell.
voice-no-vosk = Das Paket vosk ist nicht installiert.
voice-not-heard = (nichts gehört, was der Schiedsrichter versteht)
