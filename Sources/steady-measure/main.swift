import Glibc

// Everything lives in Commands/ and IO/; this only runs it and exits with its status.
exit(SteadyMeasure.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
