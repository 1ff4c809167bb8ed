package org.cgsuite.core.misere.solver;

import java.util.List;

/** Stand-in for CGSuite's Scala trait: the options of a heap, each a list of heap sizes. */
public interface HeapRuleset {
    List<int[]> heapOptions(int heapSize);
}
