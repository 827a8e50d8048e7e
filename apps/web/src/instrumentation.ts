// Checked once when the server starts: a missing or short session secret, or a bad address, stops
// it with one line naming the problem (product §5: "refuse to start when shorter than 32 characters").

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { checkConfigOrExit } = await import('./lib/server/startup-check');
    checkConfigOrExit();
  }
}
