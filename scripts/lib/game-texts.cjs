/**
 * The game engine reads its English message texts from shared-ui/locales/en.json (one source). A
 * bundle that carries the engine needs only the `game.` keys of it, not every screen's text: the
 * webpack loader and the esbuild plugin here keep those.
 */
const EN_JSON = /shared-ui[\\/]locales[\\/]en\.json$/;

function gameTextsOnly(source) {
  const all = JSON.parse(source);
  return JSON.stringify(Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('game.'))));
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
