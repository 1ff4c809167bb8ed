//! The `grundy` binary: a thin shell over the library.

fn main() -> std::process::ExitCode {
    grundy::cli::main()
}
