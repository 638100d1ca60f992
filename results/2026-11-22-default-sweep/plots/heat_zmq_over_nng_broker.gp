reset
$D0 << EOD
0 0 0.2794914899561559 "1.21"
0 1 0.8007115085749821 "1.74"
0 2 1.4994532100509574 "2.83"
0 3 1.737343708449825 "3.33"
0 4 1.7601827987957341 "3.39"
1 0 0.3189618150279656 "1.25"
1 1 0.8690449565097361 "1.83"
1 2 1.4589900786687746 "2.75"
1 3 1.662482797924591 "3.17"
1 4 1.3491371441849445 "2.55"
2 0 0.34335351791295227 "1.27"
2 1 0.7502924182655546 "1.68"
2 2 1.231210597010051 "2.35"
2 3 1.421881818022149 "2.68"
2 4 1.266109478083283 "2.41"
3 0 0.5282598073332312 "1.44"
3 1 0.5176670848537771 "1.43"
3 2 0.4131309296266712 "1.33"
3 3 0.6686590768306371 "1.59"
3 4 0.4578114629596696 "1.37"
EOD
$D1 << EOD
0 0 0.7373718304150468 "1.67"
0 1 1.0520501839111818 "2.07"
0 2 1.3140900463241274 "2.49"
0 3 1.55592063086611 "2.94"
0 4 1.517522454959096 "2.86"
1 0 0.4541445050031129 "1.37"
1 1 1.067959886908363 "2.10"
1 2 1.220934949254611 "2.33"
1 3 1.4309521813336643 "2.70"
1 4 1.3841518786139013 "2.61"
2 0 0.517314360685147 "1.43"
2 1 0.9186301414080967 "1.89"
2 2 1.2698003242651839 "2.41"
2 3 1.2994708966623676 "2.46"
2 4 1.1174316685899273 "2.17"
3 0 0.7679802351431555 "1.70"
3 1 0.339256860940027 "1.27"
3 2 0.5581191159939062 "1.47"
3 3 0.38564225448073625 "1.31"
3 4 0.4006304964456719 "1.32"
EOD
$D2 << EOD
3 4 "n.s."
EOD
set terminal pngcairo noenhanced size 960,360 font 'sans,10'
set output "heat_zmq_over_nng_broker.png"
set multiplot layout 1,2 title "zmq ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.7601827987957341:1.7601827987957341]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 960,360 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_nng_broker.svg"
set multiplot layout 1,2 title "zmq ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.7601827987957341:1.7601827987957341]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
