import os
import sys

# The naive searches beside the tests.
sys.path.insert(0, os.path.dirname(__file__))
