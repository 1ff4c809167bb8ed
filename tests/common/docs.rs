//! The documentation, read by the tests that check its examples.

/// The section of docs/language.md whose heading starts `## title`, to the
/// next `## ` heading or the end.
pub fn language_section(title: &str) -> String {
    let doc = std::fs::read_to_string("docs/language.md").unwrap();
    let start = doc
        .find(&format!("## {title}"))
        .unwrap_or_else(|| panic!("docs/language.md has no section `## {title}`"));
    let end = doc[start + 3..]
        .find("\n## ")
        .map_or(doc.len(), |e| start + 3 + e);
    doc[start..end].to_string()
}

/// The inline code of `text` (what stands between backticks), each with its
/// runs of white space made one space.
pub fn quoted(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// The fenced code blocks of `text`, each as its language tag (empty when
/// none) and its lines.
pub fn fenced_blocks(text: &str) -> Vec<(String, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(String, String)> = None;
    for line in text.lines() {
        match (open.take(), line.trim_start().strip_prefix("```")) {
            (None, Some(tag)) => open = Some((tag.trim().to_string(), String::new())),
            (Some(block), Some(_)) => blocks.push(block),
            (Some((tag, mut body)), None) => {
                body.push_str(line);
                body.push('\n');
                open = Some((tag, body));
            }
            (None, None) => {}
        }
    }
    blocks
}

/// The number in the row of docs/limits.md's tables that starts with
/// `what` (`| vertices of a game given by its graph | 10,000 |`).
pub fn documented_limit(what: &str) -> usize {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/limits.md"))
        .expect("docs/limits.md");
    let row = docs
        .lines()
        .find(|l| l.starts_with(&format!("| {what} |")))
        .unwrap_or_else(|| panic!("docs/limits.md has no row `{what}`"));
    let cell = row.split('|').nth(2).unwrap_or_default();
    let digits: String = cell
        .trim()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no number in {row:?}"))
}
