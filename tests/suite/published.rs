//! Values against published facts (Berlekamp, Conway & Guy, "Winning Ways";
//! OEIS A002186, A002187, A002188).

use grundy::{Control, Library, Limits};

fn values(game: &str, to: u64) -> Vec<u64> {
    let library = Library::builtin(Limits::default());
    let mut solver = library.solver(game).unwrap();
    (0..=to)
        .map(|n| solver.value(n, &Control::default()).unwrap())
        .collect()
}

/// The least n0 such that g(n + p) = g(n) for all n0 <= n within the values.
fn preperiod(g: &[u64], p: usize) -> usize {
    let mut n0 = g.len() - p;
    while n0 > 0 && g[n0 - 1] == g[n0 - 1 + p] {
        n0 -= 1;
    }
    n0
}

#[test]
fn kayles_has_period_12_from_71() {
    let g = values("kayles", 1200);
    assert_eq!(preperiod(&g, 12), 71);
    // One period, as Winning Ways lists it.
    assert_eq!(&g[71..83], &[7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2]);
}

#[test]
fn dawsons_kayles_has_period_34_from_53() {
    let g = values("dawsons_kayles", 1200);
    assert_eq!(preperiod(&g, 34), 53);
}

#[test]
fn dawsons_chess_has_period_34_from_52() {
    let g = values("dawsons_chess", 1200);
    assert_eq!(preperiod(&g, 34), 52);
    // Dawson's chess is Dawson's Kayles one heap earlier.
    let k = values("dawsons_kayles", 1201);
    assert_eq!(&g[..], &k[1..]);
}

#[test]
fn subtraction_134_has_period_7_from_0() {
    let g = values("subtraction_134", 700);
    assert_eq!(preperiod(&g, 7), 0);
    assert_eq!(&g[..7], &[0, 1, 0, 1, 2, 3, 2]);
}

#[test]
fn grundys_game_first_values() {
    // OEIS A002188, the terms shown on the sequence's page.
    let published = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];
    let g = values("grundys_game", published.len() as u64 - 1);
    assert_eq!(g, published);
}

#[test]
fn grundys_game_rare_values() {
    // A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game": the first
    // values of the sparse ("rare") set past n = 61.
    let rare = [
        (87, 7),
        (90, 7),
        (93, 7),
        (146, 6),
        (149, 6),
        (152, 6),
        (158, 11),
        (161, 11),
        (164, 11),
        (167, 11),
        (176, 7),
        (179, 7),
        (181, 12),
        (182, 7),
        (185, 7),
        (188, 7),
        (190, 12),
        (193, 12),
        (196, 10),
        (231, 10),
    ];
    let g = values("grundys_game", 231);
    for (n, v) in rare {
        assert_eq!(g[n], v, "G({n})");
    }
}

#[test]
fn dawsons_chess_first_values() {
    // OEIS A002187 (octal 0.137), which also says: period 34 with the only
    // exceptions at n = 0, 14, 16, 17, 31, 34 and 51.
    let published = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
        1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
        1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
        3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    ];
    let g = values("dawsons_chess", 600);
    assert_eq!(&g[..published.len()], &published);
    let exceptions: Vec<usize> = (0..=600 - 34).filter(|&n| g[n] != g[n + 34]).collect();
    // n is an exception when g(n) differs from the periodic value g(n + 34k) for large k.
    let periodic = |n: usize| g[n + 34 * ((600 - 34 - n) / 34)];
    let odd_ones: Vec<usize> = (0..=560).filter(|&n| g[n] != periodic(n)).collect();
    assert_eq!(odd_ones, [0, 14, 16, 17, 31, 34, 51]);
    assert!(exceptions.iter().all(|&n| n < 52));
}

#[test]
fn lasker_closed_form() {
    let g = values("lasker", 400);
    for (n, &v) in g.iter().enumerate().skip(1) {
        let n = n as u64;
        let expected = match n % 4 {
            1 | 2 => n,
            3 => n + 1,
            _ => n - 1,
        };
        assert_eq!(v, expected, "g({n})");
    }
}

#[test]
fn divisor_game_is_the_2_adic_valuation() {
    // Taking a proper divisor: g(n) is the exponent of 2 in n (OEIS A007814).
    let g = values("divisor_game", 2000);
    for (n, &v) in g.iter().enumerate().skip(1) {
        assert_eq!(v, u64::from(n.trailing_zeros()), "g({n})");
    }
}

#[test]
fn treblecross_p_positions() {
    // Winning Ways, chapter 4: Treblecross on a row of n squares is lost for
    // the player to move exactly for n = 0, 6, 12, 22, 30, 32, 44, 54, 64
    // (up to 64). A row of n squares is a heap of n + 2 of octal 0.007.
    let g = values("treblecross", 66);
    let lost: Vec<usize> = (0..=64).filter(|&n| g[n + 2] == 0).collect();
    assert_eq!(lost, [0, 6, 12, 22, 30, 32, 44, 54, 64]);
}

#[test]
fn guiles_has_period_10_from_1() {
    // Winning Ways, chapter 4: Guiles (0.15) has period 10 with no exceptions
    // past heap 0.
    let g = values("guiles", 1000);
    assert_eq!(&g[1..11], &[1, 1, 0, 1, 1, 2, 2, 1, 2, 2]);
    assert!((1..=990).all(|n| g[n] == g[n + 10]));
}
