// One Module Federation build recipe for the shell (host) and every remote, so the shared
// singletons (React, router, styled-components, i18next, the session store in shared-ui, the API
// contracts) stay in step.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const zlib = require('zlib');

const root = __dirname;

const shared = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  'react-router': { singleton: true, requiredVersion: '^8.5.0' },
  'styled-components': { singleton: true, requiredVersion: '^6.6.0' },
  i18next: { singleton: true, requiredVersion: '^27.0.0' },
  'react-i18next': { singleton: true, requiredVersion: '^18.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  '@pylands/shared-ui': { singleton: true, requiredVersion: false, version: '0.1.0' },
  // The API schemas: every remote compiled and started its own copy beside the shell's (a page
  // loaded and ran both). zod itself is not shared: a shared package is bundled whole (~390 KB with
  // its locales) where each build keeps only the parts it uses.
  '@pylands/contracts': { singleton: true, requiredVersion: false, version: '0.1.0' },
};

/** Workspace libraries are compiled from source, so the front ends need no prior build. */
const alias = {
  '@pylands/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
  '@pylands/content/not-ready$': path.join(root, 'libs/content/src/catalog/not-ready.ts'),
  '@pylands/game-engine$': path.join(root, 'libs/game-engine/src/index.ts'),
  '@pylands/map-view$': path.join(root, 'libs/map-view/src/index.ts'),
  // The shell needs only the course rules, not the whole engine.
  '@pylands/game-engine/class-chapters$': path.join(root, 'libs/game-engine/src/course/class-chapters.ts'),
  '@pylands/python-runner/browser$': path.join(root, 'libs/python-runner/src/browser/index.ts'),
  '@pylands/shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
  '@pylands/shared-ui/languages$': path.join(root, 'shared-ui/src/i18n/languages.ts'),
  '@pylands/shared-ui/remote-contract$': path.join(root, 'shared-ui/src/remote-contract.ts'),
};

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset over 1 KB, at build time; the
 * gateway serves them with Content-Encoding (issue 11: nothing large goes out uncompressed).
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg|txt)$/.test(name) || /\.LICENSE\.txt$/.test(name)) continue;
            const buffer = asset.buffer();
            if (buffer.length < 1024) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

/**
 * A script bundled alone (no federation runtime, no shared modules) to go inline in index.html's
 * head: it runs before any other file has arrived. The gateway allows inline scripts by hash.
 */
function bundleInlineScript(entry) {
  const { outputFiles } = require('esbuild').buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
  });
  return outputFiles[0].text.trim();
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, host?: boolean, title?: string, headScript?: string, favicon?: string }} app
 */
function createFederatedConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: app.dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(app.dir, 'dist'),
        // The host lives at the site root; remotes resolve chunks next to their remoteEntry.js.
        publicPath: app.host ? '/' : 'auto',
        // Entry files keep stable names (the federation runtime needs them; index.html adds a
        // ?hash and the gateway serves them no-cache); every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // The engine's and the challenge check's English: only their texts of en.json.
          {
            test: /shared-ui[\\/]locales[\\/]en\.json$/,
            issuer: /libs[\\/](game-engine|python-runner)[\\/]/,
            type: 'json',
            use: path.join(root, 'scripts/lib/game-texts-loader.cjs'),
          },
          { test: /\.(png|svg|mp3|ogg|wav)$/, type: 'asset/resource' },
          // Fonts keep a content-hashed name (immutable caching); the service worker skips them.
          {
            test: /\.woff2$/,
            type: 'asset/resource',
            generator: { filename: 'fonts/[name].[contenthash:12][ext]' },
          },
        ],
      },
      performance: { hints: false },
      // SWC's minifier instead of webpack's default Terser: half the build's CPU for the same
      // size (mfe-play: 24 → 12 s of CPU, its scripts 0.3 % smaller with two compress passes).
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      plugins: [
        ...(production ? [new PrecompressPlugin()] : []),
        new ModuleFederationPlugin({
          name: app.name,
          filename: app.host ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          // Remote URLs are run-time configuration (the shell fetches /remotes.json).
          remotes: {},
          shared,
          dts: false,
          manifest: false,
        }),
        ...(app.host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(app.dir, 'src/index.html'),
                title: app.title,
                hash: true,
                headScript: app.headScript ? bundleInlineScript(path.join(app.dir, app.headScript)) : '',
                // Emitted at the site root (so the service worker precaches it) and linked in the head.
                favicon: app.favicon ? path.join(app.dir, app.favicon) : false,
              }),
            ]
          : []),
      ],
    };
  };
}

module.exports = { createFederatedConfig, shared };
