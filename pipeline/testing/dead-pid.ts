/** A pid no process has (above Linux's pid_max): the holder of a lock, or the writer of a temporary file, that is gone. */
export const DEAD_PID = 2147483646;
