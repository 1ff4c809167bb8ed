package org.cgsuite.core.misere.solver;

/**
 * java -cp classes org.cgsuite.core.misere.solver.Driver CODE MAXHEAP [TIMEOUT_S]
 * Runs MisereSolver heap by heap to MAXHEAP (as CommandLineInterface does with
 * -maxheap, without its periodicity stop) and prints one line:
 * code max order |P| stable-heap seconds (or "timeout").
 */
public class Driver {
    public static void main(String[] args) throws Exception {
        String code = args[0];
        int max = Integer.parseInt(args[1]);
        int timeout = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        MisereSolver ms = new MisereSolver(code.equals("grundy") ? new GrundysGame() : new Octal(code));
        long start = System.nanoTime();
        Thread t = new Thread(() -> {
            try {
                while (ms.p.prefn.size() <= max) ms.next();
            } catch (TimeoutException e) {
            }
        });
        t.start();
        t.join(timeout * 1000L);
        if (t.isAlive()) { t.interrupt(); t.join(); }
        double secs = (System.nanoTime() - start) / 1e9;
        boolean done = ms.p.prefn.size() > max;
        int last = ms.expansionHeaps.get(ms.expansionHeaps.size() - 1);
        System.out.printf("%s %d %s %d %d %d %.2f%n", code, max, done ? "done" : "timeout",
            ms.p.quotient.monoid.size(), ms.p.quotient.pPortionSize(), last, secs);
    }
}
