; bmc: verification condition of main.c
; satisfiable iff some property fails; properties: main.assertion.1
(set-option :produce-models true)
(set-logic QF_BV)
(declare-fun |main::$tmp1#1| () (_ BitVec 32))
(declare-fun |main::x#2| () (_ BitVec 32))
(assert (= |main::$tmp1#1| |main::x#2|))
(assert (and (not (bvsle |main::x#2| (_ bv10 32))) (not (bvslt (_ bv5 32) |main::x#2|))))
(check-sat)
