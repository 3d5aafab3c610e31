// Hot reload for both halves: the API under tsx watch, the client under Vite (which proxies /api).
import { spawn } from 'node:child_process';

const run = (args) => spawn('npx', args, { stdio: 'inherit', env: process.env });
const children = [run(['tsx', 'watch', '--clear-screen=false', 'server/main.ts']), run(['vite'])];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
