import Glibc

// Everything lives in Commands/ and IO/; this only runs it and exits with its status.
// A write to a closed pipe fails with EPIPE, reported and exit 3, instead of
// killing the process (141).
signal(SIGPIPE, SIG_IGN)
exit(SteadyMeasure.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
