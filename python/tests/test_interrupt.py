"""Ctrl-C stops a long call: KeyboardInterrupt is raised, and the library
answers the next call."""

import signal
import threading

import pytest

import grundy
from naive import octal_values


def ctrl_c_soon():
    """SIGINT to the main thread (as Ctrl-C in a terminal) in a moment."""
    main = threading.main_thread().ident
    timer = threading.Timer(0.3, lambda: signal.pthread_kill(main, signal.SIGINT))
    timer.start()
    return timer


def test_ctrl_c_stops_a_long_period_search_and_the_library_goes_on():
    library = grundy.Library()
    # 0.6 has no known period: a search to 2e7 takes minutes, so only
    # Ctrl-C ends this call soon (a failure here is a long wait, then no
    # KeyboardInterrupt).
    library.define_rules("o6", "octal 0.6")
    timer = ctrl_c_soon()
    with pytest.raises(KeyboardInterrupt):
        library.period("o6", max=20_000_000)
    timer.join()
    assert library.table("o6", to=40).values == octal_values("0.6", 40)


def test_ctrl_c_stops_a_survey():
    timer = ctrl_c_soon()
    with pytest.raises(KeyboardInterrupt):
        grundy.survey("octal", digits=3, to=1_000_000, jobs=1)
    timer.join()
