import EmptyStatesCommandLine

EmptyStatesCLI.main()
