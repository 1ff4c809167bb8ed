//! A misère quotient, told in words or as JSON.

#[cfg(feature = "cli")]
use serde::Serialize;

use crate::quotient::Quotient;
use crate::rules::Game;

/// Quotients of at most this order list their elements in the text.
const LISTED_ELEMENTS: usize = 64;

/// `<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>`, as the papers write it.
pub(crate) fn presentation(q: &Quotient) -> String {
    let letters: Vec<&str> = q.generators().iter().map(|g| g.letter.as_str()).collect();
    let relations: Vec<String> = q
        .relations()
        .iter()
        .map(|r| format!("{} = {}", r.left, r.right))
        .collect();
    if relations.is_empty() {
        format!("<{}>", letters.join(", "))
    } else {
        format!("<{} | {}>", letters.join(", "), relations.join(", "))
    }
}

/// The quotient in words. `stopped_at`: the heap where a longer computation
/// stopped (this is the quotient of the heaps below it).
pub(crate) fn text(game: &Game, q: &Quotient, stopped_at: Option<u64>) -> String {
    // Stopped before heap 1 (refused from its estimate): no quotient to
    // show, only heap 0's, which says nothing.
    if stopped_at.is_some() && q.max() == 0 {
        return format!(
            "{}: {}, misère quotient not computed: refused before its first heap\n",
            game.heading(),
            game.rules_text(),
        );
    }
    let mut s = format!(
        "{}: {}, misère quotient of heaps 0..{}{}\n",
        game.heading(),
        game.rules_text(),
        q.max(),
        match stopped_at {
            Some(heap) => format!(" (stopped at heap {heap})"),
            None => String::new(),
        }
    );
    s += &format!(
        "  order |Q| = {}, P-portion |P| = {}, {}\n",
        q.order(),
        q.p_portion_size(),
        if q.is_tame() {
            "tame (a quotient of misère Nim)"
        } else {
            "wild (not a quotient of misère Nim)"
        }
    );
    s += &format!("  presentation: {}\n", presentation(q));
    let generators: Vec<String> = q
        .generators()
        .iter()
        .map(|g| format!("{} = heap {}", g.letter, g.heap))
        .collect();
    if !generators.is_empty() {
        s += &format!("  generators: {}\n", generators.join(", "));
    }
    s += &format!("  P-portion: {}\n", q.p_portion().join(", "));
    if q.order() <= LISTED_ELEMENTS {
        s += &format!("  elements: {}\n", q.elements().join(" "));
    } else {
        s += &format!("  {} elements (--json lists them)\n", q.order());
    }
    s += "  pretending function (heap: element):\n";
    let pretending = q.pretending();
    for (row, chunk) in pretending.chunks(10).enumerate() {
        let from = row * 10;
        s += &format!(
            "  {:>5}: {}\n",
            from,
            chunk
                .iter()
                .map(|w| format!("{w:<6}"))
                .collect::<String>()
                .trim_end()
        );
    }
    s += &stability(q.stable_from(), q.max());
    s
}

/// The line that says how far the quotient has been seen not to grow: a
/// stretch is claimed only when there are heaps in it.
fn stability(stable_from: u64, max: u64) -> String {
    if max == 0 {
        "  only heap 0 (the empty game) was checked\n".to_string()
    } else if stable_from >= max {
        format!("  not seen stable yet: heap {max}, the last heap checked, added an element\n")
    } else {
        format!(
            "  stable from heap {stable_from}: every larger heap up to {max} is an element already there\n"
        )
    }
}

/// The quotient as `grundy quotient --json` writes it.
#[cfg(feature = "cli")]
#[derive(Serialize)]
struct Json<'a> {
    game: &'a str,
    rules: String,
    max: u64,
    complete: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    stopped_at: Option<u64>,
    order: usize,
    p_portion: usize,
    tame: bool,
    stable_from: u64,
    presentation: String,
    generators: &'a [crate::quotient::Generator],
    relations: &'a [crate::quotient::Relation],
    p_elements: Vec<&'a str>,
    elements: Vec<&'a str>,
    pretending: Vec<&'a str>,
}

/// The quotient as one JSON value.
#[cfg(feature = "cli")]
pub(crate) fn json(game: &Game, q: &Quotient, stopped_at: Option<u64>) -> serde_json::Value {
    serde_json::to_value(Json {
        game: &game.name,
        rules: game.rules_text(),
        max: q.max(),
        complete: stopped_at.is_none(),
        stopped_at,
        order: q.order(),
        p_portion: q.p_portion_size(),
        tame: q.is_tame(),
        stable_from: q.stable_from(),
        presentation: presentation(q),
        generators: q.generators(),
        relations: q.relations(),
        p_elements: q.p_portion(),
        elements: q.elements(),
        pretending: q.pretending(),
    })
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::stability;

    #[test]
    fn stability_is_claimed_only_over_heaps_that_added_nothing() {
        assert!(stability(5, 20).starts_with("  stable from heap 5: every larger heap up to 20"));
        assert!(stability(33, 33).contains("not seen stable yet: heap 33"));
        assert!(!stability(33, 33).contains("stable from"));
        assert!(stability(0, 0).contains("only heap 0"));
    }
}
