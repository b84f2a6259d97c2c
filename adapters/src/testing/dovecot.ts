import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const DOVECOT = '/usr/sbin/dovecot';

/** Installed by `make imap` (Debian's dovecot-imapd). */
export const dovecotAvailable = (): boolean => existsSync(DOVECOT);

export interface RunningDovecot {
  /** imap://intake:…@127.0.0.1:port/ for the one mailbox user. */
  url: string;
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

/** The uid and gid of a system account, from /etc/passwd. */
function account(name: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A throwaway Dovecot IMAP server for one test file: its own configuration, mail and sockets in a temporary
 * directory, plain IMAP on a free local port, one user with a password file. Run by an ordinary user it
 * runs entirely as that user; run as root (a CI container) its processes take the package's unprivileged
 * accounts, since Dovecot will not serve logins as root.
 */
export async function startDovecot(): Promise<RunningDovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'workbench-dovecot-'));
  const port = await freePort();
  const user = 'intake';
  const password = 'intake-secret';
  const asRoot = process.getuid?.() === 0;
  const me = userInfo();
  const mailOwner = asRoot ? account('dovecot') : { uid: me.uid, gid: me.gid };
  if (!mailOwner) throw new Error('the dovecot system account is missing: run make imap');
  const internalUser = asRoot ? 'dovecot' : me.username;
  const loginUser = asRoot ? 'dovenull' : me.username;
  const group = asRoot ? 'dovecot' : execFileSync('id', ['-gn']).toString().trim();
  mkdirSync(join(dir, 'run'));
  mkdirSync(join(dir, 'mail'));
  if (asRoot) {
    // The unprivileged mail processes must reach their mail inside the (root-only) temporary directory.
    chmodSync(dir, 0o755);
    chownSync(join(dir, 'mail'), mailOwner.uid, mailOwner.gid);
  }
  writeFileSync(join(dir, 'users'), `${user}:{PLAIN}${password}\n`);
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain
default_internal_user = ${internalUser}
default_internal_group = ${group}
default_login_user = ${loginUser}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailOwner.uid} gid=${mailOwner.gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  // The master daemonizes: it must not hold the test's output pipes open.
  execFileSync(DOVECOT, ['-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const pidFile = join(dir, 'run', 'master.pid');
  for (let i = 0; i < 100 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50));
  return {
    url: `imap://${user}:${password}@127.0.0.1:${port}/`,
    port,
    user,
    password,
    async stop() {
      try {
        execFileSync(DOVECOT, ['-c', join(dir, 'dovecot.conf'), 'stop'], { stdio: 'ignore' });
      } catch {
        // Already gone.
      }
      for (let i = 0; i < 40 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
