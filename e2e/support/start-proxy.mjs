// The TLS proxy of the `proxy` and `admin-host` e2e projects: Debian's nginx, unprivileged, running
// the deploy site config (rendered by nginx-site.mjs) with a certificate made for this run, in front
// of the app that the project's other web server entry starts. With E2E_PROXY_HOSTS=<site>,<admin>
// (admin-host) it runs deploy/nginx/dds-admin.conf too, each server named as the browser asks, and
// the certificate covers both names.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderAdminSite, renderMain, renderSite } from './nginx-site.mjs';

const root = process.env.E2E_PROXY_NGINX;
const nginx = process.env.E2E_NGINX_BIN;
if (!root || !nginx) throw new Error('E2E_PROXY_NGINX and E2E_NGINX_BIN must be set (see e2e/support/proxy-env.ts)');
const [appPort, httpsPort, httpPort] = process.env.E2E_PROXY_PORTS.split(',').map(Number);
const [siteHost, adminHost] = (process.env.E2E_PROXY_HOSTS ?? '').split(',').filter(Boolean);

fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
// nginx started as root runs its workers as nobody: they must reach the temp folders.
fs.chmodSync(root, 0o755);

const cert = path.join(root, 'cert.pem');
const key = path.join(root, 'key.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    `subjectAltName=${['DNS:localhost', 'IP:127.0.0.1', ...[siteHost, adminHost].filter(Boolean).map((h) => `DNS:${h}`)].join(',')}`,
    '-keyout',
    key,
    '-out',
    cert,
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);

const site = path.join(root, 'dds.conf');
const main = path.join(root, 'nginx.conf');
fs.writeFileSync(site, renderSite({ httpPort, httpsPort, appPort, cert, key, serverName: siteHost }));
const sites = [site];
if (adminHost) {
  const adminSite = path.join(root, 'dds-admin.conf');
  fs.writeFileSync(adminSite, renderAdminSite({ httpPort, httpsPort, cert, key, serverName: adminHost }));
  sites.push(adminSite);
}
fs.writeFileSync(main, renderMain(root, sites));

const args = ['-p', `${root}/`, '-e', path.join(root, 'error.log'), '-c', main];
execFileSync(nginx, ['-t', '-q', ...args], { stdio: 'inherit' });
const child = spawn(nginx, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code, signal) => {
  fs.rmSync(root, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
