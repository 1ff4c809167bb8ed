package org.cgsuite.core.misere.solver;

import java.util.ArrayList;
import java.util.List;

/** Grundy's game: split a heap into two unequal nonempty heaps. */
public class GrundysGame implements HeapRuleset {
    public List<int[]> heapOptions(int n) {
        List<int[]> out = new ArrayList<>();
        for (int a = 1; 2 * a < n; a++) out.add(new int[] { a, n - a });
        return out;
    }

    public String toString() { return "grundy"; }
}
