// webpack loader: en.json as the game engine imports it, reduced to the game texts (game-texts.cjs).
const { gameTextsOnly } = require('./game-texts.cjs');

module.exports = function gameTextsLoader(source) {
  return gameTextsOnly(source);
};
