package org.cgsuite.core.misere.solver;

/** As in CGSuite's CommandLineInterface.java. */
class TimeoutException extends RuntimeException {}
