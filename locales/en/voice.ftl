# Voice: what `referee listen` and audio replays say when something cannot be heard.
voice-file-missing = There is no audio file { $path }.
voice-file-unreadable = { $path } cannot be read as audio (WAV, OGG or FLAC).
voice-file-empty = { $path } holds no audio.
voice-file-silent = { $path } is silent: nothing to hear.
voice-unknown-engine = Unknown speech engine “{ $engine }” — use one of: { $engines }.
voice-no-model = No Vosk model for { $lang } here. Download { $model } from the Vosk models page, unpack it and pass its folder with --vosk-model DIR (or set REFEREE_VOSK_MODEL).
voice-bad-model = { $path } is not a Vosk model folder (it needs am/ and conf/): pass the unpacked { $lang } model with --vosk-model DIR.
voice-no-model-lang = The { $engine } engine has no { $lang } model: use --engine vosk with a { $lang } Vosk model.
voice-no-vosk = The vosk package is not installed.
voice-not-heard = (nothing the referee understands was heard)
