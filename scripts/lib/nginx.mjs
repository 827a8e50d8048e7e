// nginx from Debian's package, for the scaled start: found, or installed with apt-get when missing.
import { ensureDebianPackage, findProgram } from './debian-package.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx() {
  return findProgram(CANDIDATES);
}

/** The nginx binary; installs Debian's package when it is missing and we are root. */
export function ensureNginx() {
  return ensureDebianPackage('nginx', CANDIDATES);
}

/**
 * One nginx in front of the web processes (public port) and one balancer in front of the API
 * processes (what the web processes call). Everything it writes stays under `dir`.
 *
 * The public side sends everything to the web app, the browser's API calls too: their one way to
 * the API is the web app's catch-all route, in this layout as under `npm start` (decision 0050).
 */
export function nginxConfig({ dir, publicHost, publicPort, apiBalancerPort, webPorts, apiPorts, maxBodyMiB, tooLargeMessage }) {
  const upstream = (ports) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n');
  const proxied = (name) => `
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Uploads stream through, as they do into the web app.
      proxy_request_buffering off;
      # A process that died or refuses: the request goes to the other one (nginx never resends a
      # request the dead process may have started on, unless it is idempotent). Not on 503: that is
      # the database being away, the same for both, and it must not mark a live process as failed.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 130s;`;
  return `# Written by scripts/start-scaled.mjs; edits are lost at the next start.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  # A browser's connection (or a load balancer's) serves many requests before it is closed.
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_max_body_size ${maxBodyMiB}m;
  server_tokens off;

  # Idle connections kept open to each side: as many as the busy moments have requests in flight,
  # or every request past them opens and closes a connection of its own (measured: with 16 under
  # 50 concurrent calls, the front fell to 0.57–0.76 of calling the API directly).
  upstream web {
${upstream(webPorts)}
    keepalive 64;
    keepalive_requests 100000;
  }
  upstream api {
${upstream(apiPorts)}
    keepalive 64;
    keepalive_requests 100000;
  }
  server {
    listen ${publicHost}:${publicPort};
    # A JSON refusal, as the apps give, for a body nginx refuses itself.
    error_page 413 = @payload_too_large;
    location @payload_too_large {
      default_type application/json;
      return 413 '${JSON.stringify({ code: 'payload_too_large', message: tooLargeMessage })}';
    }
    # Pages and the browser's API calls. nginx appends the address it saw; the web app believes
    # that one hop (WEB_TRUST_PROXY=1) and nothing a client wrote before it.
    location / {${proxied('web')}
    }
  }
  # The web processes' way to the API: their X-Forwarded-For (the client's address) plus theirs.
  server {
    listen 127.0.0.1:${apiBalancerPort};
    location / {${proxied('api')}
    }
  }
}
`;
}
