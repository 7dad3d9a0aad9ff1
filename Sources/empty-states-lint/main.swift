import EmptyStatesCommandLineContract

LintTool.main()
