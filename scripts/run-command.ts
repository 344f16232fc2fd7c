/** Runs a command's main function and exits with the code it returns, or 1 after an uncaught error. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
