#!/bin/sh
# Builds Siegel's MisereSolver from a CGSuite checkout with the JDK alone
# (its solver needs CGSuite's Scala parts in one method only), with the
# stand-ins and driver of this directory. See docs/misere.md.
#
#   sh benches/miseresolver/build.sh CGSUITE-CHECKOUT OUT-DIR
#   java -Xmx4g -cp OUT-DIR/classes org.cgsuite.core.misere.solver.Driver 0.07 30 300
set -eu
cgsuite=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
pkg=org/cgsuite/core/misere/solver
mkdir -p "$out/src/$pkg" "$out/classes"
for f in BipartiteMonoid CommutativeMonoid DirectSumMonoid ExplicitFiniteMonoid \
         MisereSolver Pretension Relation Word; do
  git -C "$cgsuite" show "HEAD:lib/core/src/main/scala/$pkg/$f.java" > "$out/src/$pkg/$f.java"
done
cp "$here"/*.java "$out/src/$pkg/"
m="$out/src/$pkg/MisereSolver.java"
# The Scala imports, the constructor that reads an MSV file, and the one
# method that asks CGSuite's rulesets.
sed -i -e '/^import org\.cgsuite\.core\.impartial\./d' -e '/^import scala\./d' "$m"
sed -i -e '/public MisereSolver(InputStream msvInputStream)/,/^    }$/d' "$m"
sed -i -e '/public List<int\[\]> heapOptions(int heapSize) {/,/^    }$/c\
    public List<int[]> heapOptions(int heapSize) {\
        return rules.heapOptions(heapSize);\
    }' "$m"
javac -nowarn -d "$out/classes" "$out/src/$pkg"/*.java
echo "built $out/classes"
