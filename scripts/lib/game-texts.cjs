/**
 * The game engine and the challenge check read their English texts from shared-ui/locales/en.json
 * (one source). A bundle that carries them needs only their keys (`game.`, `challenges.case.`),
 * not every screen's text: the webpack loader and the esbuild plugin here keep those.
 */
const EN_JSON = /shared-ui[\\/]locales[\\/]en\.json$/;
const PREFIXES = ['game.', 'challenges.case.'];

function gameTextsOnly(source) {
  const all = JSON.parse(source);
  const kept = Object.entries(all).filter(([key]) => PREFIXES.some((prefix) => key.startsWith(prefix)));
  return JSON.stringify(Object.fromEntries(kept));
}

/** esbuild: en.json reduced to the game texts. */
const gameTextsPlugin = {
  name: 'game-texts-only',
  setup(build) {
    const { readFile } = require('node:fs/promises');
    build.onLoad({ filter: EN_JSON }, async (args) => ({
      contents: gameTextsOnly(await readFile(args.path, 'utf8')),
      loader: 'json',
    }));
  },
};

module.exports = { EN_JSON, gameTextsOnly, gameTextsPlugin };
