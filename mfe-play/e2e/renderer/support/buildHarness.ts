// Bundles the harness page (the renderer module + kaplay) with webpack into a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

export const HARNESS_DIR = path.resolve(__dirname, '../harness');

export async function buildHarness(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pylands-renderer-'));
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: HARNESS_DIR,
    entry: './entry.ts',
    output: { path: outDir, filename: 'harness.js' },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // As in the app's webpack config: the engine is bundled from its source.
      alias: {
        '@pylands/game-engine$': path.resolve(__dirname, '../../../../libs/game-engine/src/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
        // libs/map-view (the shared map drawing) also holds its React picture component.
        {
          test: /\.tsx$/,
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
      ],
    },
    performance: { hints: false },
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
  fs.copyFileSync(path.join(HARNESS_DIR, 'index.html'), path.join(outDir, 'index.html'));
  return outDir;
}
