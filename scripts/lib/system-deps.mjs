// Installs what a fresh Debian machine lacks, from Debian's packages (we run as root there).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

let updated = false;

function aptInstall(packages) {
  if (process.getuid && process.getuid() !== 0) {
    throw new Error(`Missing ${packages.join(', ')}: install them with apt-get (needs root).`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    console.log('[setup] apt-get update');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
  }
  console.log(`[setup] apt-get install ${packages.join(' ')}`);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

function has(binary) {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export function ensureRedis() {
  if (!has('redis-server')) aptInstall(['redis-server']);
}

export function ensurePostgres() {
  if (!existsSync(`${POSTGRES_BIN}/initdb`)) aptInstall(['postgresql']);
}

export function ensureChromium() {
  if (!existsSync('/usr/bin/chromium')) aptInstall(['chromium', 'fonts-noto-color-emoji']);
}

/** pdftoppm renders the certificate PDFs in the levels tests (and the e2e test) to check what prints. */
export function ensurePoppler() {
  if (!has('pdftoppm')) aptInstall(['poppler-utils']);
}

/** The certificate's fonts for the scripts Nunito lacks (services/levels/src/certificates/certificate-fonts.ts). */
export function ensureCertificateFonts() {
  if (!existsSync('/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf'))
    aptInstall(['fonts-noto-core']);
  if (!existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) aptInstall(['fonts-noto-cjk']);
}

/** promtool checks and unit-tests the alert rules; the dashboard screenshot scrapes with Prometheus. */
export function ensurePrometheus() {
  if (!has('promtool')) aptInstall(['prometheus']);
}
