package org.cgsuite.core.misere.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Octal games d0.d1d2...: digit k's bit 1 (k >= 1) removes k tokens leaving nothing,
 * bit 2 (k >= 1) leaves one heap, bit 4 leaves two nonempty heaps. Options are listed
 * each once (a <= b for two heaps), as CGSuite's TakeAndBreak traversal does.
 */
public class Octal implements HeapRuleset {
    private final int[] digits;
    private final String code;

    public Octal(String code) {
        this.code = code;
        int dot = code.indexOf('.');
        String frac = code.substring(dot + 1);
        digits = new int[frac.length() + 1];
        digits[0] = dot > 0 ? Integer.parseInt(code.substring(0, dot)) : 0;
        for (int k = 0; k < frac.length(); k++) digits[k + 1] = frac.charAt(k) - '0';
    }

    public List<int[]> heapOptions(int n) {
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k < digits.length && k <= n; k++) {
            int d = digits[k], r = n - k;
            if (k > 0 && (d & 1) != 0 && r == 0) out.add(new int[0]);
            if (k > 0 && (d & 2) != 0 && r > 0) out.add(new int[] { r });
            if ((d & 4) != 0 && r >= 2) for (int a = 1; a <= r / 2; a++) out.add(new int[] { a, r - a });
        }
        return out;
    }

    public String toString() { return code; }
}
