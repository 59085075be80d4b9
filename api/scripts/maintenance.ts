// Runs a maintenance command: a failure is said in one line the operator can act on, without a stack trace
// (the errors of src/db/backup.ts and the embedded PostgreSQL say what to do).
export async function runMaintenance(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
