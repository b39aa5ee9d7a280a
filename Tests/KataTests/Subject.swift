// Chooses the module whose code the kata tests exercise: the learner's stubs or the reference.
#if SOLUTIONS && STUBS
  #error("Enable one of the traits Stubs and Solutions, not both: swift test --traits Solutions")
#elseif SOLUTIONS
  @_exported import Builders
#else
  @_exported import Katas
#endif
